import Foundation

// MARK: - A listening socket that tells whether anyone called

/// A TCP socket listening on 127.0.0.1 at a free port, never accepting while grading runs.
///
/// The kernel completes a client's handshake into the listen backlog on its own, so after
/// grading, one non-blocking `accept` says whether code under test reached the network.
final class TrapListener {
    let port: UInt16
    private let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw LabError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound, fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0 else {
            close(descriptor)
            throw LabError("cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.descriptor = descriptor
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// Whether a connection is waiting (and takes it, closing it at once).
    func someoneConnected() -> Bool {
        let connection = accept(descriptor, nil, nil)
        guard connection >= 0 else { return false }
        close(connection)
        return true
    }

    deinit {
        close(descriptor)
    }
}
