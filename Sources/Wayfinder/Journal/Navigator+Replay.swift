import WayfinderCore

extension Navigator {
    /// Makes a recorded call again, as its source would: a link through the same door, a back
    /// swipe against the stack there now. Nil when the call cannot be replayed (see
    /// ``NavigationCall/notReplayableReason``) or a recorded route no longer resolves.
    ///
    /// `WayfinderTesting` replays journals through this.
    package func replay(_ call: NavigationCall, source: NavigationSource) -> NavigationRequest? {
        func route(_ record: RecordedRoute) -> (any Route)? {
            record.url.flatMap { try? registry.matcher.route(forPath: $0) }
        }
        switch call {
        case .navigate(let record, let options):
            return route(record).map {
                navigate(to: $0, source: source, options: options)
            }
        case .push(let record, let options):
            return route(record).map {
                push($0, source: source, options: options)
            }
        case .present(let record, let style):
            return route(record).map { present($0, style: style) }
        case .presentAlert(let record):
            return route(record).map { presentAlert($0) }
        case .setRoot(let record):
            return route(record).map { setRoot($0, source: source) }
        case .popTo(let record):
            return route(record).map { popTo($0) }
        case .popToType(let identifier):
            return registry.registration(forIdentifier: identifier).map { popTo($0.routeType) }
        case .replaceTop(let record):
            return route(record).map { replaceTop(with: $0) }
        case .remove(let record):
            return route(record).map { remove($0) }
        case .setStack(let records):
            let routes = records.compactMap(route)
            return routes.count == records.count ? setStack(routes) : nil
        case .reevaluateGuards: return reevaluateGuards()
        case .pop: return pop()
        case .popToRoot: return popToRoot()
        case .dismiss: return dismiss()
        case .open(let url): return open(url, source: source)
        case .openPlaced(let url, let placement): return open(url, source: source, placement: placement)
        case .switchTab(let tab): return switchTab(to: TabID(rawValue: tab))
        case .userSelectedTab(let tab): return userSelectedTab(TabID(rawValue: tab))
        case .userSetPath(let screens, let location):
            guard let stack = state.stack(at: location.location) else { return nil }
            let path = stack.entries.dropFirst().prefix(screens).map(\.id)
            return userSetPath(Array(path), at: location.location)
        case .userDismissedModal(let presenter):
            guard let modal = state.stack(at: presenter.location)?.presented else { return nil }
            return userDismissedModal(modal.stack.root.id, presentedFrom: presenter.location)
        case .userTappedAlertButton(let index):
            return userTappedAlertButton(at: index)
        case .setHorizontalSizeClass(let sizeClass):
            return setHorizontalSizeClass(sizeClass)
        case .show, .setTabs, .restore, .finish:
            return nil
        }
    }
}
