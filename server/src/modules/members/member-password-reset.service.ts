import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { forgotPasswordLimits } from './auth-limits.ts';
import { clientAddress } from './client-address.ts';
import { memberNotFound } from './member-not-found.ts';
import { memberContact } from './member-search.repo.ts';
import { writeResetLink } from './password-reset.service.ts';
import { consume } from './rate-limit.ts';

/**
 * Sends the member the same reset link "forgot password" sends, through the outbox, and logs it in
 * the same transaction. It counts toward the member's own reset limit (3 an hour per email),
 * so a console cannot flood anyone's inbox either.
 */
export async function sendMemberPasswordReset(ctx: CallContext, memberId: number, log: ChangeLog) {
  await ctx.db.transaction(async (tx) => {
    const member = await memberContact(tx, memberId);
    if (!member) throw memberNotFound();
    if (!member.email) {
      throw new ApiError('CONFLICT', {
        en: 'This member has no email address, so no reset link can be sent. They can sign in with a one-time code by SMS.',
        zh: '此會員沒有登記電郵地址，未能發送重設密碼連結。會員可以短訊一次性驗證碼登入。',
      });
    }
    await consume(tx, forgotPasswordLimits(clientAddress(ctx.ip), member.email));
    await writeResetLink(tx, ctx.config, { id: memberId, email: member.email });
    await log(tx, {
      action: 'member.password_reset_send',
      entity: 'member',
      entityId: memberId,
      after: { email: member.email },
    });
  });
  ctx.outbox.wake();
}
