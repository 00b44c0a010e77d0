import DisplayInterface
internal import Domain

/// One ViewModel of the order app: how the shell knows it (its registration) and how a
/// session builds it on a data source. Each ViewModel's folder defines its feature; the
/// app lists them once, in ``OrderApp``.
struct ViewModelFeature {
    let registration: @MainActor () -> ViewModelRegistration
    let make: @MainActor (_ source: any OrderDataSource, _ context: PresentationContext) -> any DisplayableViewModel
}
