/**
 * What the renderer says about the firm: its name and address on the thank-you card and in a
 * failed send's message, and what happens next. The page passes it in from the site's content, so
 * the renderer holds no wording of the firm's own.
 */
export interface FirmWording {
  /** "A consultant at <name> reads your answers". */
  readonly name: string;
  /** Where a visitor writes: beside the submission's reference, and in place of {email} in a form's failure message. */
  readonly email: string;
  readonly nextSteps: {
    readonly heading: string;
    /** The reply promise ("24 hours"); left out of the card when the form's own message already makes it. */
    readonly replyWithin: string;
    readonly prepare: string;
  };
}
