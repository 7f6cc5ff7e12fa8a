import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up log: "smtp" or the outbox folder. */
  describe(): string;
};

export type MailerOptions = {
  /** smtp:// or smtps:// URL; unset: every message is written to `outboxDir` as an .eml file. */
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
};

/**
 * One way out for e-mail (issue 6 item 3). With SMTP_URL, nodemailer talks to that relay; without
 * it the embedded default writes RFC 822 files to DATA_DIR/outbox, so `npm start` works with no mail
 * server and a developer (or a browser test) can open the reset link from the file.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      describe: () => "smtp",
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      // Sortable by time, unique under concurrency.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
    describe: () => options.outboxDir,
  };
}
