// PostInternal of the CleanGraph fixture.
