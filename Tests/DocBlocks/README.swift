// doc-blocks: no shared routes
// doc-blocks: own modules NotesUI NotesInternal NotesApp
import Testing
import WayfinderTesting

// README.md's app declares its routes, session and view model itself, in the modules its manifest
// names (NotesUI, NotesInternal); its blocks compile as one module, so those imports are dropped.
