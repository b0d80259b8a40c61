import ServerKit

/// The question before a search for everything a wanted list holds: indexers count every
/// search against their API limits, so a mass search says how many it starts, per service.
public enum MassSearchQuestion {
    /// "Search 326 episodes on Sonarr and 20 movies on Radarr? Indexers limit API calls.";
    /// a service whose count is unknown is named without one.
    public static func text(_ parts: [(service: String, count: ServerCount?, noun: String)]) -> String {
        // A server with nothing wanted is not part of the question ("and 0 albums on Lidarr").
        let wanted = parts.filter { $0.count != 0 }
        let each = (wanted.isEmpty ? parts : wanted).map { part in
            guard let count = part.count else { return "every \(part.noun) wanted on \(part.service)" }
            return "\(Format.plural(count, part.noun)) on \(part.service)"
        }
        let joined =
            each.count > 1 ? each.dropLast().joined(separator: ", ") + " and " + (each.last ?? "") : each.first ?? ""
        return "Search \(joined)? Indexers limit API calls."
    }

    /// What the question's body says happens: each server searches its indexers for every
    /// item it lists, which takes a while and spends the indexers' allowance.
    public static let consequences = [
        "Each server asks its indexers for every item it lists, one server after another.",
        "That can take a while, and a large search can use up a day of an indexer's API calls.",
    ]
}
