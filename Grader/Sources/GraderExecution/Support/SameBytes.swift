// MARK: - Names compared by their bytes

extension String {
    /// Whether the two are the same bytes: Swift's `==` is canonical, and takes a composed and
    /// a decomposed `Zoë` for one name, where a folder name (and a student) is its bytes.
    package func hasSameBytes(as other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
