// MARK: - HMAC-SHA256, to sign the grader's own records

/// HMAC-SHA256 (RFC 2104), over the kata's own `SHA256`.
package enum HMAC {
    /// The authentication code of `message` under `key`, as 64 lowercase hex digits.
    package static func sha256Hex(key: [UInt8], message: [UInt8]) -> String {
        let blockSize = 64
        var block = key
        if block.count > blockSize {
            var hasher = SHA256()
            hasher.update(block)
            block = hasher.finalize()
        }
        block += [UInt8](repeating: 0, count: blockSize - block.count)

        var inner = SHA256()
        inner.update(block.map { $0 ^ 0x36 })
        inner.update(message)
        var outer = SHA256()
        outer.update(block.map { $0 ^ 0x5c })
        outer.update(inner.finalize())
        return outer.finalizeHex()
    }
}
