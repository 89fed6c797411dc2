import { SearchIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PrimerSchemaForm } from '../../components/forms/rjsf/PrimerSchemaForm';
import { licenseSearchForm, type LicenseSearchFormData } from './license-search-form';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 560px;
  & > form {
    flex: 1;
    min-width: 0;
  }
`;

const SearchButton = styled.div`
  flex: none;
`;

export const LICENSE_SEARCH_FORM_ID = 'license-search';

export interface LicenseSearchFormProps {
  value: LicenseSearchFormData;
  onChange: (value: LicenseSearchFormData) => void;
  /** Submitted by the button or by Enter in the field. */
  onSearch: (companyId: string) => void;
  busy: boolean;
}

/**
 * The Company GUID search box, an rjsf schema form (schemas/forms/license-search.*).
 * The button sits outside the form element, tied to it by `form`, so the field keeps the full width
 * of its column and Enter still submits.
 */
export function LicenseSearchForm({ value, onChange, onSearch, busy }: LicenseSearchFormProps) {
  const { t } = useTranslation();
  return (
    <Row role="search" aria-label={t('licenseCheck.searchLabel')}>
      <PrimerSchemaForm<LicenseSearchFormData>
        form={licenseSearchForm}
        id={LICENSE_SEARCH_FORM_ID}
        formData={value}
        onChange={onChange}
        onSubmit={(data) => onSearch(data.companyId ?? '')}
      >
        <></>
      </PrimerSchemaForm>
      <SearchButton>
        <Button type="submit" form={LICENSE_SEARCH_FORM_ID} leadingVisual={SearchIcon} loading={busy}>
          {t('licenseCheck.search')}
        </Button>
      </SearchButton>
    </Row>
  );
}
