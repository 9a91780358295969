/// Where each stretch of a skimmed source came from in the original: a position in the skimmed
/// tree (a declaration's, always in a stretch kept whole) maps back to the original's.
struct SkimOffsets {
    private var skimmedStarts: [Int] = []
    private var originalStarts: [Int] = []

    mutating func add(skimmed: Int, original: Int) {
        skimmedStarts.append(skimmed)
        originalStarts.append(original)
    }

    /// The original offset of `skimmed`: the offset itself when nothing was left out.
    func original(_ skimmed: Int) -> Int {
        guard !skimmedStarts.isEmpty else { return skimmed }
        var low = 0, high = skimmedStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if skimmedStarts[middle] <= skimmed { low = middle } else { high = middle - 1 }
        }
        return originalStarts[low] + skimmed - skimmedStarts[low]
    }
}
