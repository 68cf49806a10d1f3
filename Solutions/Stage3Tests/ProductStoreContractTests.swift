import Foundation
import Testing
@testable import Stage3

// MARK: - One contract, two stores

/// The stores the contract runs against: the fake is only worth using if it passes too.
enum StoreUnderTest: CaseIterable {
    case inMemory
    case file

    /// Runs `body` with a new, empty store. The file store gets a temporary folder of its own,
    /// removed when the test is done.
    func withNewStore(_ body: (any ProductStore) throws -> Void) throws {
        switch self {
        case .inMemory:
            try body(InMemoryProductStore())
        case .file:
            try withTemporaryFolder { folder in
                try body(FileProductStore(folder: folder))
            }
        }
    }
}

/// Runs `body` with a new folder under the temporary directory, then removes it.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("Stage3Tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

@Suite("Every ProductStore keeps the same contract")
struct ProductStoreContractTests {
    @Test(arguments: StoreUnderTest.allCases)
    func givenANewStore_whenLoading_thenTheListIsEmpty(store kind: StoreUnderTest) throws {
        try kind.withNewStore { store in
            let loaded = try store.load()

            #expect(loaded.isEmpty)
        }
    }

    @Test(arguments: StoreUnderTest.allCases)
    func givenSavedProducts_whenLoading_thenEveryFieldComesBack(store kind: StoreUnderTest) throws {
        // The mock products include one with a picture and one without.
        let products = MockProductData.products
        try kind.withNewStore { store in
            try store.save(products)

            #expect(try store.load() == products)
        }
    }

    @Test(arguments: StoreUnderTest.allCases)
    func givenSavedProducts_whenSavingOthers_thenOnlyTheOthersAreLoaded(store kind: StoreUnderTest) throws {
        let products = MockProductData.products
        try kind.withNewStore { store in
            try store.save(products)
            try store.save([products[1]])

            #expect(try store.load() == [products[1]])
        }
    }

    @Test(arguments: StoreUnderTest.allCases)
    func givenSavedProducts_whenRemovingAll_thenNothingIsLoaded(store kind: StoreUnderTest) throws {
        try kind.withNewStore { store in
            try store.save(MockProductData.products)

            try store.removeAll()

            #expect(try store.load().isEmpty)
        }
    }
}

@Suite("FileProductStore keeps the list between launches")
struct FileProductStoreTests {
    @Test func givenSavedProducts_whenANewStoreOpensTheFolder_thenItLoadsThem() throws {
        try withTemporaryFolder { folder in
            try FileProductStore(folder: folder).save(MockProductData.products)

            #expect(try FileProductStore(folder: folder).load() == MockProductData.products)
        }
    }
}
