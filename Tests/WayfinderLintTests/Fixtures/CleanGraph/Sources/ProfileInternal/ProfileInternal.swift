// ProfileInternal of the CleanGraph fixture.
