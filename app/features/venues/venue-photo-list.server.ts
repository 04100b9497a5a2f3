import type { FieldErrors } from "~/lib/forms";
import { refuse, type Refusal } from "~/lib/outcome";

/** Thrown inside a venue's save when its photo list is refused: the transaction rolls back. */
export class PhotoListRefused extends Error {
  constructor(readonly userMessage: string) {
    super("photo list refused");
  }

  /** The form's answer: the message under the photos. */
  refusal(): Refusal<"invalid"> & { errors: FieldErrors } {
    return { ...refuse("invalid", this.userMessage), errors: { photoIds: this.userMessage } };
  }
}
