import Testing
@testable import Stage3

@Suite("Task 2: Report what went wrong")
struct Task02ReportWhatWentWrongSpec {
    @Test("No URL fails with \"URL Not found\"")
    func noURL() {
        let result = AdvancedUseCase(fileURL: nil).fetchProduct()

        #expect(result == .failed("URL Not found"))
    }

    @Test("A file that cannot be read fails with \"Failed converting to data\"")
    func unreadableFile() {
        // A unique name in the temporary directory, never written: there is nothing to read.
        let missingFile = uniqueTemporaryFileURL()

        let result = AdvancedUseCase(fileURL: missingFile).fetchProduct()

        #expect(result == .failed("Failed converting to data"))
    }

    @Test(
        "A file that is not a product list fails with \"Failed when decoding\"",
        arguments: [
            "this is not JSON",
            #"{"products": []}"#,  // JSON, but no "data" key
            #"{"data": [{"id": "one", "name": "Tahu"}]}"#,  // products with wrong fields
        ])
    func notAProductList(contents: String) throws {
        let result = try withTemporaryFile(containing: contents) { url in
            AdvancedUseCase(fileURL: url).fetchProduct()
        }

        #expect(result == .failed("Failed when decoding"))
    }

    @Test("The messages are the ones the view model passes on")
    func messagesAreTheWorkshops() {
        #expect(AdvancedUseCase.fileNotFoundMessage == "URL Not found")
        #expect(AdvancedUseCase.unreadableFileMessage == "Failed converting to data")
        #expect(AdvancedUseCase.decodingFailedMessage == "Failed when decoding")
    }
}
