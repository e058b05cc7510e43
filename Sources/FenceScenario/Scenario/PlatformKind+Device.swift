import FencePlatform

extension PlatformKind {
    /// The device profile a scenario on this platform gets when it names none: the paper's iPhone 4S
    /// under iOS, the measured Nexus 5 under Android.
    var defaultProfileName: String {
        switch self {
        case .ios: "iphone4s-2012"
        case .android: "nexus5-2013"
        }
    }
}
