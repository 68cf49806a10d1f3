import Foundation
import GraderExecution

// MARK: - A zip file, stored

/// A zip archive of files stored without compression: what Gradescope's upload takes, written
/// without a `zip` program (a Debian image may have none). Each entry keeps its Unix mode, so
/// `run_autograder` and `setup.sh` stay executable when Gradescope unpacks them.
struct ZipArchive {
    package struct Entry {
        var path: String
        var data: Data
        var executable: Bool
    }

    private(set) var entries: [Entry] = []

    package init() {}

    package mutating func add(_ path: String, _ data: Data, executable: Bool = false) {
        entries.append(Entry(path: path, data: data, executable: executable))
    }

    /// The archive's bytes: a local header and the data per entry, then the central directory.
    package func data() throws(UsageError) -> Data {
        guard entries.count < 0xFFFF, entries.allSatisfy({ $0.data.count < 0xFFFF_FFFF }) else {
            throw UsageError("the autograder bundle is too big for a zip without ZIP64")
        }
        var archive = Data()
        var directory = Data()
        for entry in entries {
            let name = Data(entry.path.utf8)
            let crc = CRC32.checksum(entry.data)
            let offset = UInt32(archive.count)
            // Local file header: version 2.0, no flags, stored, no date (1980-01-01).
            archive.append(le32: 0x0403_4B50)
            archive.append(le16: 20); archive.append(le16: 0x0800); archive.append(le16: 0)
            archive.append(le16: 0); archive.append(le16: 0x21)
            archive.append(le32: crc); archive.append(le32: UInt32(entry.data.count)); archive.append(le32: UInt32(entry.data.count))
            archive.append(le16: UInt16(name.count)); archive.append(le16: 0)
            archive.append(name)
            archive.append(entry.data)
            // Central directory header: made on Unix (3), so the external attributes hold the mode.
            let mode: UInt32 = entry.executable ? 0o100755 : 0o100644
            directory.append(le32: 0x0201_4B50)
            directory.append(le16: 0x0314); directory.append(le16: 20); directory.append(le16: 0x0800); directory.append(le16: 0)
            directory.append(le16: 0); directory.append(le16: 0x21)
            directory.append(le32: crc); directory.append(le32: UInt32(entry.data.count)); directory.append(le32: UInt32(entry.data.count))
            directory.append(le16: UInt16(name.count)); directory.append(le16: 0); directory.append(le16: 0)
            directory.append(le16: 0); directory.append(le16: 0); directory.append(le32: mode << 16)
            directory.append(le32: offset)
            directory.append(name)
        }
        let directoryOffset = UInt32(archive.count)
        archive.append(directory)
        // End of central directory.
        archive.append(le32: 0x0605_4B50)
        archive.append(le16: 0); archive.append(le16: 0)
        archive.append(le16: UInt16(entries.count)); archive.append(le16: UInt16(entries.count))
        archive.append(le32: UInt32(directory.count)); archive.append(le32: directoryOffset)
        archive.append(le16: 0)
        return archive
    }
}

/// The CRC-32 of zip (IEEE 802.3, reflected).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

private extension Data {
    mutating func append(le16 value: UInt16) {
        append(contentsOf: [UInt8(value & 0xFF), UInt8(value >> 8)])
    }

    mutating func append(le32 value: UInt32) {
        append(contentsOf: (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) })
    }
}
