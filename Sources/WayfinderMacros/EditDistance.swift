/// The Levenshtein distance between two strings: the fewest single-character insertions,
/// deletions and substitutions that turn one into the other.
func editDistance(_ source: String, _ target: String) -> Int {
    let source = Array(source)
    let target = Array(target)
    if source.isEmpty { return target.count }
    if target.isEmpty { return source.count }
    var previous = Array(0...target.count)
    var current = Array(repeating: 0, count: target.count + 1)
    for (row, sourceCharacter) in source.enumerated() {
        current[0] = row + 1
        for (column, targetCharacter) in target.enumerated() {
            let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
            current[column + 1] = min(substitution, previous[column + 1] + 1, current[column] + 1)
        }
        swap(&previous, &current)
    }
    return previous[target.count]
}

/// The candidate closest to `name` by edit distance, if it is close enough to be a likely typo:
/// at most a third of the name's length away (and at least one edit allowed).
func closestMatch(to name: String, among candidates: [String]) -> String? {
    let limit = max(1, name.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(name.lowercased(), candidate.lowercased())
        guard distance <= limit else { continue }
        if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
}
