import Foundation
import Testing
@testable import Stage3

@Suite("Task 6: Save the list, and keep the fake honest")
struct Task06SaveTheListSpec {
    @Test("A new store loads an empty list", arguments: SpecStoreKind.allCases)
    func newStoreIsEmpty(kind: SpecStoreKind) throws {
        try kind.withNewStore { store in
            let loaded = try store.load()

            #expect(loaded == [])
        }
    }

    @Test("A store loads what was saved, field by field", arguments: SpecStoreKind.allCases)
    func loadsWhatWasSaved(kind: SpecStoreKind) throws {
        try kind.withNewStore { store in
            // One product with a picture, one without: both must come back as they were.
            try store.save(SpecFixtures.products)

            #expect(try store.load() == SpecFixtures.products)
        }
    }

    @Test("Saving again replaces what was saved", arguments: SpecStoreKind.allCases)
    func savingAgainReplaces(kind: SpecStoreKind) throws {
        try kind.withNewStore { store in
            try store.save(SpecFixtures.products)
            try store.save([SpecFixtures.products[2]])

            #expect(try store.load() == [SpecFixtures.products[2]])
        }
    }

    @Test("After removeAll() there is nothing to load", arguments: SpecStoreKind.allCases)
    func removeAllLeavesNothing(kind: SpecStoreKind) throws {
        try kind.withNewStore { store in
            try store.save(SpecFixtures.products)

            try store.removeAll()

            #expect(try store.load() == [])
        }
    }

    @Test("removeAll() on a store with nothing saved is no error", arguments: SpecStoreKind.allCases)
    func removeAllWithNothingSaved(kind: SpecStoreKind) throws {
        try kind.withNewStore { store in
            try store.removeAll()

            #expect(try store.load() == [])
        }
    }

    @Test("A new file store on the same folder loads what the last one saved")
    func fileStoreKeepsTheListBetweenLaunches() throws {
        try withSpecTemporaryFolder { folder in
            try FileProductStore(folder: folder).save(SpecFixtures.products)

            let nextLaunch = FileProductStore(folder: folder)

            #expect(try nextLaunch.load() == SpecFixtures.products)
        }
    }

    @Test("The file store saves products.json in its folder")
    func fileStoreSavesInItsFolder() throws {
        try withSpecTemporaryFolder { folder in
            let store = FileProductStore(folder: folder)

            try store.save(SpecFixtures.products)

            #expect(store.fileURL == folder.appendingPathComponent("products.json"))
            #expect(FileManager.default.fileExists(atPath: store.fileURL.path))
        }
    }
}
