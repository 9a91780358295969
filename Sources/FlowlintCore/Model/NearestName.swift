/// The known name nearest to a mistyped one (a configuration key, a rule ID in a comment).
public enum NearestName {
    /// The candidate with the fewest edits from `name`, case aside; the first of equals.
    public static func nearest(to name: String, in candidates: [String]) -> (name: String, distance: Int)? {
        let lowered = name.lowercased()
        return candidates.map { ($0, distance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
    }

    /// Levenshtein distance over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
