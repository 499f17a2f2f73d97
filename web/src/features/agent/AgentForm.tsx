import { useState, type FormEvent } from 'react';
import type { AgentApplicationFields } from '@app/contract/agent-application-rules';
import {
  AGENT_CONTACT_MAX,
  AGENT_NAME_MAX,
  AGENT_TRAFFIC_OTHER_MAX,
  AGENT_TRAFFIC_SOURCES,
  type AgentTrafficSource,
} from '@app/contract/constants/referrals';
import { invalidateCalls } from '../../api/call-cache';
import { FormFailure } from '../../components/FormFailure';
import { SubmitButton } from '../../components/SubmitButton';
import { TextField } from '../../components/TextField';
import { errorText } from '../../i18n/error-text';
import { useTranslation } from '../../i18n/translate';
import { agentApi } from './api';
import { formProblems, submitFailureKey } from './agent-rules';

const EMPTY: AgentApplicationFields = {
  name: '',
  contact: '',
  trafficSource: '',
  trafficOther: '',
  expectedPlayers: '',
};

const SOURCE_KEYS = {
  SOCIAL_MEDIA: 'agent_source_social',
  MESSAGING_GROUPS: 'agent_source_messaging',
  WEBSITE: 'agent_source_website',
  OFFLINE: 'agent_source_offline',
  OTHER: 'agent_source_other',
} as const satisfies Record<AgentTrafficSource, string>;

/**
 * The agent application: name, contact, where the players come from (a choice, and a text for "other"), how many
 * players are expected. Checked with the contract's rules before it is sent (each field's problem shown once the
 * form was sent once); a refusal or a lost answer keeps what was typed. One open application per member: sending
 * again while one is pending stores nothing more (the server answers the pending one).
 */
export function AgentForm({ initial }: { initial?: Partial<AgentApplicationFields> }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<AgentApplicationFields>({ ...EMPTY, ...initial });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const problems = tried ? formProblems(fields) : {};
  const set = (patch: Partial<AgentApplicationFields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (busy || Object.keys(formProblems(fields)).length > 0 || fields.trafficSource === '') return;
    setBusy(true);
    setFailure(null);
    const answer = await agentApi.submit({
      name: fields.name.trim(),
      contact: fields.contact.trim(),
      trafficSource: fields.trafficSource,
      trafficOther: fields.trafficSource === 'OTHER' ? fields.trafficOther.trim() : '',
      expectedPlayers: Number(fields.expectedPlayers.trim()),
    });
    setBusy(false);
    if (answer.success) {
      invalidateCalls({ name: 'MCSFE_getAgentStatus' });
      return;
    }
    const key = submitFailureKey(answer.errorCode);
    setFailure(key ? t(key) : errorText(t, answer));
  };

  const problem = (field: keyof AgentApplicationFields) => {
    const key = problems[field];
    return key ? t(key) : null;
  };
  return (
    <form
      className="card agent-form"
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="agent-form-title"
    >
      <h2 id="agent-form-title">{t('agent_form_title')}</h2>
      <p className="agent-form-intro">{t('agent_form_intro')}</p>
      <TextField
        label={t('agent_field_name')}
        value={fields.name}
        maxLength={AGENT_NAME_MAX}
        autoComplete="name"
        error={problem('name')}
        onChange={(e) => set({ name: e.target.value })}
      />
      <TextField
        label={t('agent_field_contact')}
        hint={t('agent_field_contact_hint')}
        value={fields.contact}
        maxLength={AGENT_CONTACT_MAX}
        autoComplete="email"
        error={problem('contact')}
        onChange={(e) => set({ contact: e.target.value })}
      />
      <fieldset
        className={problems.trafficSource ? 'agent-sources field--invalid' : 'agent-sources'}
        aria-describedby={problems.trafficSource ? 'agent-source-error' : undefined}
      >
        <legend>{t('agent_field_source')}</legend>
        <div className="agent-source-chips">
          {AGENT_TRAFFIC_SOURCES.map((source) => (
            <label key={source} className="agent-chip">
              <input
                type="radio"
                name="trafficSource"
                value={source}
                checked={fields.trafficSource === source}
                onChange={() => set({ trafficSource: source })}
              />
              <span>{t(SOURCE_KEYS[source])}</span>
            </label>
          ))}
        </div>
        {problems.trafficSource && (
          <p id="agent-source-error" className="field-error" role="alert">
            {problem('trafficSource')}
          </p>
        )}
      </fieldset>
      {fields.trafficSource === 'OTHER' && (
        <TextField
          label={t('agent_field_other')}
          value={fields.trafficOther}
          maxLength={AGENT_TRAFFIC_OTHER_MAX}
          error={problem('trafficOther')}
          onChange={(e) => set({ trafficOther: e.target.value })}
        />
      )}
      <TextField
        label={t('agent_field_players')}
        inputMode="numeric"
        value={fields.expectedPlayers}
        maxLength={7}
        error={problem('expectedPlayers')}
        onChange={(e) => set({ expectedPlayers: e.target.value })}
      />
      {failure && <FormFailure>{failure}</FormFailure>}
      <SubmitButton busy={busy}>{failure ? t('agent_submit_again') : t('agent_submit')}</SubmitButton>
    </form>
  );
}
