/** One verification code on its way to a phone (channel 1) or an inbox (channel 2). */
export interface CodeMessage {
  channel: 1 | 2;
  target: string;
  purpose: string;
  code: string;
}

/**
 * Where codes go. No real SMS or mail gateway is wired in (no provider credentials in this repo);
 * the development adapter writes the code to the log and hands it back so the demo shows it.
 */
export interface CodeDelivery {
  deliver(message: CodeMessage): Promise<{ demoCode?: string }>;
}

export const developmentDelivery = (log: (line: string) => void): CodeDelivery => ({
  async deliver(message) {
    log(`verification code for ${message.purpose} via channel ${message.channel}: ${message.code}`);
    return { demoCode: message.code };
  },
});
