// Don't change this file: it is the shape of what every provider hands back.

// MARK: - Network result

/// What a provider hands back: the value it fetched, or a message saying why it could not.
public enum NetworkResult<Value> {
    case success(Value)
    case failed(String)
}

extension NetworkResult: Equatable where Value: Equatable {}
extension NetworkResult: Sendable where Value: Sendable {}
