// A test that checks the app's links reads its baseline and universal-link files with the link
// tooling; `import WayfinderTesting` brings it, so no app target ever imports it.
@_exported public import WayfinderLinkTools
