import WayfinderCore

/// The JSON form of a route's ``RouteLinkRules`` in a manifest: every rule at its default is left
/// out, query item names are sorted, so the form is stable and small.
struct ManifestLinkRules: Codable, Hashable, Sendable {
    var requiredQueryItems: [String]?
    var forbiddenQueryItems: [String]?
    var host: String?
    var matchesCaseInsensitively: Bool?
    var isLenient: Bool?
    var receivesFragment: Bool?
    var receivesLink: Bool?
    var nestedLinkParameter: String?
    var opensAnyWebLink: Bool?

    init(_ rules: RouteLinkRules) {
        requiredQueryItems = rules.requiredQueryItems.isEmpty ? nil : rules.requiredQueryItems.sorted()
        forbiddenQueryItems = rules.forbiddenQueryItems.isEmpty ? nil : rules.forbiddenQueryItems.sorted()
        host = rules.host
        matchesCaseInsensitively = rules.matchesCaseInsensitively ? true : nil
        isLenient = rules.isLenient ? true : nil
        receivesFragment = rules.receivesFragment ? true : nil
        receivesLink = rules.receivesLink ? true : nil
        nestedLinkParameter = rules.nestedLinkParameter
        opensAnyWebLink = rules.opensAnyWebLink ? true : nil
    }

    var rules: RouteLinkRules {
        RouteLinkRules(
            requiredQueryItems: Set(requiredQueryItems ?? []),
            forbiddenQueryItems: Set(forbiddenQueryItems ?? []),
            host: host, matchesCaseInsensitively: matchesCaseInsensitively ?? false,
            isLenient: isLenient ?? false,
            receivesFragment: receivesFragment ?? false, receivesLink: receivesLink ?? false,
            nestedLinkParameter: nestedLinkParameter, opensAnyWebLink: opensAnyWebLink ?? false)
    }
}

extension RouteLinkRules {
    /// The rules that differ from the standard ones, each as a short note (`requires comment`,
    /// `host clicks.example.com`), in a fixed order: what the route graph and the link baseline
    /// show of a route's rules.
    var notes: [String] {
        var notes: [String] = []
        if !requiredQueryItems.isEmpty {
            notes.append("requires " + requiredQueryItems.sorted().joined(separator: ","))
        }
        if !forbiddenQueryItems.isEmpty {
            notes.append("refuses " + forbiddenQueryItems.sorted().joined(separator: ","))
        }
        if let host { notes.append("host " + host) }
        if matchesCaseInsensitively { notes.append("any case") }
        if isLenient { notes.append("lenient") }
        if receivesFragment { notes.append("fragment") }
        if receivesLink { notes.append("whole link") }
        if let nestedLinkParameter { notes.append("nested link " + nestedLinkParameter) }
        if opensAnyWebLink { notes.append("any web link") }
        return notes
    }
}
