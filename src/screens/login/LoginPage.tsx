import { Flash, Heading, Link } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { linksFor } from '../../engine/links/help-links';
import { BrandMark } from '../../shell/BrandMark';
import { errorId, FieldFrame } from '../../shell/forms/FieldFrame';
import { SubmitButton } from '../../shell/forms/SubmitButton';
import { TextField } from '../../shell/forms/TextField';
import { loginFailureMessage } from './login-messages';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: var(--bgColor-inset);
  color: var(--fgColor-default);
`;

const Centre = styled.main`
  flex: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 32px 16px;
`;

const Card = styled.div`
  width: 100%;
  max-width: 400px;
  padding: 32px;
  box-sizing: border-box;
  border: 1px solid var(--borderColor-default);
  border-radius: 12px;
  background: var(--bgColor-default);
  box-shadow: var(--shadow-resting-medium, 0 3px 6px rgba(140, 149, 159, 0.15));
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 24px;
  font-weight: 600;
`;

const Intro = styled.p`
  margin: 8px 0 24px;
  color: var(--fgColor-muted);
  line-height: 1.5;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 24px;
  padding: 16px;
  font-size: 12px;
  color: var(--fgColor-muted);
`;

/** The login page (spec 2.2). */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const links = linksFor(i18n.resolvedLanguage);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const userMissing = touched && username.trim() === '';
  const passwordMissing = touched && password === '';

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    // The API client loads on the first submit: the login form itself does not need it.
    const { login, splitUsername } = await import('../../engine/api/login');
    const result = await login({ ...splitUsername(username.trim()), password });
    setBusy(false);
    if (result.ok) {
      navigate('/', { replace: true });
      return;
    }
    if (result.redirect && result.error.kind === 'code' && result.error.code === '301') {
      window.location.assign(result.redirect);
      return;
    }
    setFailure(loginFailureMessage(t, result.error));
  };

  return (
    <Page>
      <Centre>
        <Card>
          <Brand>
            <BrandMark size={32} />
            <span>{t('app.name')}</span>
          </Brand>
          <Heading as="h1" variant="medium">
            {t('login.title')}
          </Heading>
          <Intro>
            {t('login.intro')}{' '}
            <Link href={links.loginIntro} target="_blank" rel="noopener noreferrer" inline>
              {t('login.introLink')}
            </Link>
          </Intro>
          {failure ? (
            <Flash variant="danger" role="alert" style={{ marginBottom: 16 }}>
              {failure}
            </Flash>
          ) : null}
          <Form noValidate onSubmit={(event) => void submit(event)}>
            <FieldFrame id="login-username" label={t('login.username')} required error={userMissing ? t('login.emptyUser') : null}>
              <TextField
                id="login-username"
                name="username"
                autoComplete="username"
                aria-required="true"
                aria-invalid={userMissing}
                aria-describedby={userMissing ? errorId('login-username') : undefined}
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </FieldFrame>
            <FieldFrame id="login-password" label={t('login.password')} required error={passwordMissing ? t('login.emptyPassword') : null}>
              <TextField
                id="login-password"
                type="password"
                name="password"
                autoComplete="current-password"
                aria-required="true"
                aria-invalid={passwordMissing}
                aria-describedby={passwordMissing ? errorId('login-password') : undefined}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FieldFrame>
            <SubmitButton busy={busy}>{t('login.submit')}</SubmitButton>
          </Form>
        </Card>
      </Centre>
      <Footer>
        <span>{t('footer.copyright', { year: new Date().getFullYear() })}</span>
        <Link href={links.legal} target="_blank" rel="noopener noreferrer">
          {t('footer.legal')}
        </Link>
        <Link href={links.contact} target="_blank" rel="noopener noreferrer">
          {t('footer.contact')}
        </Link>
        <Link href={links.productSite} target="_blank" rel="noopener noreferrer">
          {t('footer.product')}
        </Link>
      </Footer>
    </Page>
  );
}
