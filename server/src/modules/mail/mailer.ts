import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise there is no mailer and links are shown on screen only. */
export function createMailer(smtpUrl: string | undefined, from: string, logger: Logger): Mailer | undefined {
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        // The recipient and subject are enough to trace it; the body holds an accept link and stays out of logs.
        logger.warn({ err: error, to: message.to, subject: message.subject }, 'mail could not be sent');
        throw error;
      }
    },
  };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
