// The embedded .qm resources need a library to live in; this file gives it one.
