// doc-blocks: own modules NotesUI NotesInternal NotesApp

// README.md's app declares its routes, session and view model itself, in the modules its manifest
// names (NotesUI, NotesInternal); its blocks compile as one module, so those imports are dropped.
// Nothing else is declared here: the README's blocks compile with what they declare and import.
