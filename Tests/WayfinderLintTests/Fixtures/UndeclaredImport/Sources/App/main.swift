import PostInternal
import ProfileInternal

print(PostScreen(), ProfileScreen())
