import { Checkbox, FormControl } from '@primer/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { consoleOrigin, outsideUrl } from '../../engine/api/outside-url';
import { isDeadlinePast, promotionVariant, type Promotion, type PromotionVariant } from '../../engine/api/promotion';
import { formatDate } from '../../engine/i18n/date-format';
import { leaveFor } from '../../engine/leaving/leave-page';
import { ShellDialog } from '../parts/ShellDialog';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  font-size: 14px;
  line-height: 1.5;
  & p {
    margin: 0;
  }
`;

const Passed = styled.p`
  color: var(--fgColor-danger);
  font-weight: 600;
`;

const Dismissal = styled.div`
  padding-top: 12px;
  border-top: 1px solid var(--borderColor-muted, var(--borderColor-default));
`;

/** Each variant's body before its deadline (naming the date to act by) and after it (naming none). */
const TEXT: Record<PromotionVariant, { title: string; body: string; bodyPast: string }> = {
  'no-platform-account': {
    title: 'promotion.noPlatformAccountTitle',
    body: 'promotion.noPlatformAccountBody',
    bodyPast: 'promotion.noPlatformAccountBodyPast',
  },
  'no-licence-link': {
    title: 'promotion.noLicenceLinkTitle',
    body: 'promotion.noLicenceLinkBody',
    bodyPast: 'promotion.noLicenceLinkBodyPast',
  },
  'root-account-only': { title: 'promotion.rootOnlyTitle', body: 'promotion.rootOnlyBody', bodyPast: 'promotion.rootOnlyBodyPast' },
};

export interface PromotionDialogProps {
  promotion: Promotion;
  licenceOwner: boolean;
  onClose: () => void;
  /** Not now: the dismissal is recorded, then the pop-up closes. */
  onNotNow: () => void;
  /** The start-up pop-up: it appears at once (ShellDialog's `atOnce`). */
  atStart?: boolean;
}

/**
 * The promotion pop-up, in one of three variants. Not now is enabled only once
 * "remind me later" is ticked (the caption under the box says so, and what Not now then does), and the whole dismissal section goes once the deadline has passed.
 * Update now sends the top window to the vetted url; the root-account variant has no Update now,
 * since only the licence owner can do the move.
 */
export function PromotionDialog({ promotion, licenceOwner, onClose, onNotNow, atStart = false }: PromotionDialogProps) {
  const { t, i18n } = useTranslation();
  const [remindLater, setRemindLater] = useState(false);
  const whyId = useId();
  const variant = promotionVariant(promotion, licenceOwner);
  const past = isDeadlinePast(promotion.deadline, new Date());
  const deadline = formatDate(promotion.deadline, 'short', i18n.resolvedLanguage) || t('promotion.noDeadline');
  const url = variant === 'root-account-only' ? null : outsideUrl(promotion.url, consoleOrigin());
  const text = TEXT[variant];

  const buttons = [
    ...(past ? [] : [{ content: t('promotion.notNow'), disabled: !remindLater, onClick: onNotNow, 'aria-describedby': whyId }]),
    ...(url
      ? [
          {
            content: t('promotion.updateNow'),
            buttonType: 'primary' as const,
            onClick: () => leaveFor(url, window.top ?? window),
          },
        ]
      : [{ content: t('promotion.close'), onClick: onClose }]),
  ];

  return (
    <ShellDialog title={t(text.title)} onClose={onClose} testId="promotion-dialog" footerButtons={buttons} atOnce={atStart}>
      <Body data-variant={variant} data-testid="promotion-body">
        <p>{t(past ? text.bodyPast : text.body, { account: promotion.accountName, email: promotion.email, deadline })}</p>
        {past ? <Passed data-testid="promotion-deadline-passed">{t('promotion.deadlinePassed', { deadline })}</Passed> : null}
        {past ? null : (
          <Dismissal data-testid="promotion-dismissal">
            <FormControl>
              <Checkbox checked={remindLater} onChange={(event) => setRemindLater(event.target.checked)} />
              <FormControl.Label>{t('promotion.remindLater')}</FormControl.Label>
              <FormControl.Caption>
                <span id={whyId} data-testid="promotion-not-now-why">
                  {t(remindLater ? 'promotion.notNowReady' : 'promotion.notNowWhy')}
                </span>
              </FormControl.Caption>
            </FormControl>
          </Dismissal>
        )}
      </Body>
    </ShellDialog>
  );
}
