// `import Wayfinder` is enough for a screen file, a feature's implementation module and the app:
// it brings WayfinderCore's routes, the `@Route` macro, the state and the link coding with it.
// Interface modules, which hold routes only, import `WayfinderCore` alone.
@_exported public import WayfinderCore
