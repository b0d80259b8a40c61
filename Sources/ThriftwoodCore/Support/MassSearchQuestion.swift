/// The question before a search for everything a wanted list holds: indexers count every
/// search against their API limits, so a mass search says how many it starts, per service.
public enum MassSearchQuestion {
    /// "Search 326 episodes on Sonarr and 20 movies on Radarr? Indexers limit API calls.";
    /// a service whose count is unknown is named without one.
    public static func text(_ parts: [(service: String, count: Int?, noun: String)]) -> String {
        let each = parts.map { part in
            guard let count = part.count else { return "every \(part.noun) wanted on \(part.service)" }
            return "\(Format.plural(count, part.noun)) on \(part.service)"
        }
        let joined =
            each.count > 1 ? each.dropLast().joined(separator: ", ") + " and " + (each.last ?? "") : each.first ?? ""
        return "Search \(joined)? Indexers limit API calls."
    }
}
