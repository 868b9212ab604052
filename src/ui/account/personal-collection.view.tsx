import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { CollectionStore } from '../../application/account/collection.store';
import './auth.css';
import '../film/film-standing.css';
import { useService } from '../shared/use-service.hook';
import { useT } from '../shared/use-t.hook';
import { CollectionList } from './collection-list.view';
import './personal.css';
import { SignInPrompt } from './sign-in-prompt.view';
import { useSignedInView } from './use-signed-in-view.hook';
import { WatchHistoryList } from './watch-history-list.view';
import MyComments from '../community/my-comments.view';

/** /personal/collection.html: favourite dramas, rated dramas, the member's comments and the watch history. */
const PersonalCollectionView = observer(function PersonalCollectionView() {
  const store = useService(CollectionStore);
  const t = useT();
  const signedIn = useSignedInView();
  useEffect(() => {
    if (signedIn) store.loadAll();
  }, [store, signedIn]);
  return (
    <div className="page personal-page">
      <h1 className="page-title">{t('account-pages:collection.title')}</h1>
      {signedIn ? (
        <>
          <CollectionList store={store} list="favorites" />
          <CollectionList store={store} list="rated" />
          <MyComments />
        </>
      ) : (
        <SignInPrompt reason={t('account-pages:signIn.collectionReason')} />
      )}
      {/* Kept on this device, so shown signed in or not. */}
      <WatchHistoryList />
    </div>
  );
});

export default PersonalCollectionView;
