#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

// MARK: - A folder of a submission, held open by descriptor

/// A folder opened once, whose entries are looked at, listed and opened by name relative to it,
/// never by path and never through a symbolic link.
///
/// Checking a path and then opening it again by path leaves a gap: someone who can write to the
/// submission while it is graded swaps the file for a link to a secret in between, and the
/// grader reads the secret. Here what the walk saw (`status`) is compared with what is opened
/// (its device and inode), and every open refuses a link (`O_NOFOLLOW`), so a swap makes the
/// read fail instead of reading something else.
final class OpenFolder {
    /// What a name is, without following a link.
    enum Kind: Equatable {
        case folder, file, link, other
    }

    /// What the walk saw of an entry: compared with what is opened.
    struct Status {
        var kind: Kind
        var device: UInt64
        var inode: UInt64
        var size: Int

        /// The same entry: its size may have changed since (a learner saving a file, a folder
        /// gaining one), but not what it is.
        func isSame(as other: Status) -> Bool {
            kind == other.kind && device == other.device && inode == other.inode
        }
    }

    /// Why opening or reading an entry failed.
    enum Failure: Error, Equatable {
        /// It is no longer the entry the walk saw: swapped, moved or removed since.
        case changed
        case unreadable
        case tooLarge
    }

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens the folder at `path`, the submission's root as the instructor named it, its links
    /// already resolved: one swapped in since is not followed.
    static func root(_ path: String) -> OpenFolder? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return descriptor < 0 ? nil : OpenFolder(descriptor: descriptor)
    }

    /// What `name` is, or `nil` when there is no such entry.
    func status(of name: String) -> Status? {
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Self.status(info)
    }

    /// The names in the folder, `.` and `..` left out, or `nil` when it cannot be listed.
    func names() -> [String]? {
        // A descriptor of its own: `closedir` closes it, and a listing moves its offset.
        let listing = openat(descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { return nil }
        guard let directory = fdopendir(listing) else {
            close(listing)
            return nil
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Opens the folder `name`, which the walk saw as `seen`.
    func folder(_ name: String, seen: Status) -> Result<OpenFolder, Failure> {
        let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else { return .failure(Self.openFailure()) }
        let folder = OpenFolder(descriptor: child)
        guard Self.status(of: child)?.isSame(as: seen) == true else { return .failure(.changed) }
        return .success(folder)
    }

    /// The bytes of the regular file `name`, which the walk saw as `seen`, at most `limit` of them.
    func contents(of name: String, seen: Status, limit: Int) -> Result<Data, Failure> {
        // Non-blocking: a file swapped for a pipe must not hang the grader before it is refused.
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard file >= 0 else { return .failure(Self.openFailure()) }
        defer { close(file) }
        guard seen.kind == .file, Self.status(of: file)?.isSame(as: seen) == true else { return .failure(.changed) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable)
            }
            if count == 0 { return .success(data) }
            data.append(contentsOf: chunk[0..<count])
            if data.count > limit { return .failure(.tooLarge) }
        }
    }

    // MARK: Status

    private static func status(of descriptor: Int32) -> Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return status(info)
    }

    private static func status(_ info: stat) -> Status {
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .folder
        case S_IFREG: kind = .file
        case S_IFLNK: kind = .link
        default: kind = .other
        }
        return Status(kind: kind, device: UInt64(truncatingIfNeeded: info.st_dev),
                      inode: UInt64(truncatingIfNeeded: info.st_ino), size: Int(info.st_size))
    }

    /// An entry the walk saw that cannot be opened without following a link, or is gone, was
    /// changed since; anything else (no permission) is unreadable.
    private static func openFailure() -> Failure {
        switch errno {
        case ELOOP, ENOENT, ENOTDIR: return .changed
        default: return .unreadable
        }
    }
}
