extension KeyedDecodingContainer {
    /// Replaces `value` with the value stored under `key`, if there is one: parameter objects decode
    /// with every field optional, missing fields keeping their documented defaults (unknown keys are
    /// the scenario layer's to reject, as in the World layer).
    func update<T: Decodable>(_ value: inout T, _ key: Key) throws {
        if let decoded = try decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
}
