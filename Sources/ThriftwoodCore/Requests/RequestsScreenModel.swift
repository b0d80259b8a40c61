/// Seerr's screens' view models.
@MainActor
public enum RequestsScreenModel {
    /// The requests.
    case list(RequestsViewModel)
    /// One request.
    case request(RequestDetailViewModel)
    /// The issues.
    case issues(IssuesViewModel)
    /// A title to request.
    case new(NewRequestViewModel)

    /// The view model itself.
    public var viewModel: any ScreenViewModel {
        switch self {
        case .list(let model): model
        case .request(let model): model
        case .issues(let model): model
        case .new(let model): model
        }
    }
}
