"""The learning aids' objects in the page: the hint, the review, the fair-deal proofs, the
aids saved beside a hand, the reader of a hand's record."""
