// reduced from ImageOptim (GPL-2.0) imageoptim/FilesController.m: the only lookup of these keys
[[self undoManager] setActionName:NSLocalizedString(@"Add", @"undo command name")];
