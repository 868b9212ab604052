import { observer } from 'mobx-react-lite';
import { ConsentStore } from '../../application/consent/consent.store';
import { PURPOSES } from '../../domain/consent/consent-choice';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import './consent.css';

/** The privacy policy's table of purposes (domain/consent: PURPOSES), and the way back to the choices. */
export const ConsentPurposesTable = observer(function ConsentPurposesTable() {
  const t = useT();
  const consent = useService(ConsentStore);
  return (
    <>
      <div className="consent-table__scroll" role="region" aria-labelledby="consent-table-caption" tabIndex={0}>
        <table className="consent-table">
          <caption id="consent-table-caption">{t('content:policy.choices.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('content:policy.choices.table.purpose')}</th>
              <th scope="col">{t('content:policy.choices.table.what')}</th>
              <th scope="col">{t('content:policy.choices.table.runs')}</th>
            </tr>
          </thead>
          <tbody>
            {PURPOSES.map((purpose) => (
              <tr key={purpose.id}>
                <th scope="row">{t(`content:policy.choices.purposes.${purpose.id}.name`)}</th>
                <td>{t(`content:policy.choices.purposes.${purpose.id}.what`)}</td>
                <td>{t(`content:policy.choices.needs.${purpose.needs}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <button type="button" className="button button--quiet" aria-haspopup="dialog" onClick={consent.openSettings}>
          {t('content:policy.choices.change')}
        </button>
      </p>
    </>
  );
});
