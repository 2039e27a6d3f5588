struct S
{  func f(extension x: Int, `default` y: @escaping () -> Void = { }) {}
}
﻿