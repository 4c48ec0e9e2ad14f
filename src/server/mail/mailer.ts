import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Tx } from '../db/tenant-scope';

export interface Mail { to: string; subject: string; body: string }

/** Sends mail through SMTP when configured; every mail is kept in the tenant's outbox either way. */
export interface Mailer {
  send(trx: Tx, tenantId: number, mail: Mail): Promise<void>;
}

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(trx, tenantId, mail) {
      let sentAt: Date | null = null;
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.body });
          sentAt = new Date();
        } catch (e) {
          error = (e as Error).message;
        }
      }
      await sql`insert into outbox_mails (tenant_id, to_address, subject, body, sent_at, error)
        values (${tenantId}, ${mail.to}, ${mail.subject}, ${mail.body}, ${sentAt}, ${error})`.execute(trx);
    },
  };
}
