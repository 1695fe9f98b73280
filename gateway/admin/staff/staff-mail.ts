import { escapeHtml, type MailMessage } from '../../mail/mailer';

/**
 * The invitation to the back office. Staff read the back office in English first (its screens
 * follow the language they pick there); the mail says who invited them and for which role.
 */
export function invitationMail(
  to: { email: string; name: string },
  role: string,
  invitedBy: string,
  link: string,
  hours: number,
): MailMessage {
  const hello = to.name ? `Hello ${to.name},` : 'Hello,';
  const lines = [
    hello,
    `${invitedBy} invited you to run GaadiParts from its back office, with the role ${role}.`,
    `Choose your password with this link; it works once, for ${hours} hours.`,
  ];
  return {
    to: to.email,
    subject: 'Your GaadiParts back office account',
    text: [...lines, '', link].join('\n'),
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml('Choose your password')}</a></p>`,
  };
}

/** Where a one-time link opens the back office's set-password screen. */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/admin/set-password?token=${token}`;
}
