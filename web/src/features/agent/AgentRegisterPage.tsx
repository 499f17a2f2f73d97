import { useEffect, useState } from 'react';
import { isAgent } from '@app/contract/member-type';
import type { AgentStatus } from '@app/contract/referrals';
import { fetchCall, invalidateCalls } from '../../api/call-cache';
import { useCall } from '../../api/use-call';
import { AsyncSection } from '../../components/AsyncSection';
import { GuestActions } from '../../components/GuestActions';
import { Screen } from '../../components/Screen';
import { useTranslation } from '../../i18n/translate';
import { useSession } from '../../stores/app-store';
import { ReferralPanel } from '../invite';
import { memberApi } from '../account';
import { ShieldIcon } from './agent-icons';
import { AgentForm } from './AgentForm';
import { agentView } from './agent-rules';
import { agentApi } from './api';
import { ApplicationStatus } from './ApplicationStatus';
import './agent.css';

/**
 * Agent registration (signed-in §2, /m/agentRegister; public in the route table, as the spec gives it no access):
 * a guest is asked to log in; a member applies (name, contact, where the players come from, how many) and then
 * sees the application's status: pending, or rejected with staff's reason and a way to apply again. An agent
 * (§6: types 1 and 2; staff's approval makes the member type 1) sees that, with their referral link and figures.
 */
export function AgentRegisterPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession()?.token);
  return (
    <Screen title={t('page_agentRegister')}>
      <div className="agent-page">
        {signedIn ? (
          <MemberAgent />
        ) : (
          <section className="card agent-guest">
            <ShieldIcon className="agent-guest-icon" />
            <h2>{t('agent_guest_title')}</h2>
            <p>{t('agent_guest_text')}</p>
            <GuestActions tone="card" />
          </section>
        )}
      </div>
    </Screen>
  );
}

function MemberAgent() {
  const { t } = useTranslation();
  const status = useCall(agentApi.status);
  const [applyingAgain, setApplyingAgain] = useState(false);
  const sessionType = useSession()?.type;
  const agentNow = status.status === 'ready' && status.data.agent;
  // Approved since this session began: member info is asked again, so the session's type (what the referral
  // gate and the rest of the app read) becomes the agent's.
  useEffect(() => {
    if (agentNow && !isAgent(sessionType)) {
      invalidateCalls({ name: 'memberInfo' });
      void fetchCall(memberApi.info);
    }
  }, [agentNow, sessionType]);
  return (
    <AsyncSection
      state={status}
      card={false}
      className="agent-main"
      errorText={t('agent_status_failed')}
      placeholder={<div className="agent-placeholder skeleton" />}
    >
      {(data: AgentStatus) => {
        switch (agentView(data, applyingAgain)) {
          case 'agent':
            return (
              <>
                <section className="agent-hero" aria-labelledby="agent-hero-title">
                  <ShieldIcon className="agent-hero-icon" />
                  <span className="agent-pill agent-pill--approved">{t('agent_status_approved')}</span>
                  <h2 id="agent-hero-title">{t('agent_approved_title')}</h2>
                  <p>{t('agent_approved_text')}</p>
                </section>
                <ReferralPanel banner={false} />
              </>
            );
          case 'pending':
          case 'rejected':
            return (
              data.application && (
                <ApplicationStatus
                  application={data.application}
                  onApplyAgain={
                    data.application.status === 'REJECTED' ? () => setApplyingAgain(true) : undefined
                  }
                />
              )
            );
          case 'form': {
            const last = data.application;
            return (
              <AgentForm
                key={last?.id ?? 0}
                initial={
                  last
                    ? {
                        name: last.name,
                        contact: last.contact,
                        trafficSource: last.trafficSource,
                        trafficOther: last.trafficOther,
                        expectedPlayers: String(last.expectedPlayers),
                      }
                    : undefined
                }
              />
            );
          }
        }
      }}
    </AsyncSection>
  );
}
