"""Export files: reading, checking, saving and framing the file of a succeeded export job."""
