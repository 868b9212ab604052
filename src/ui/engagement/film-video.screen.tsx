import { observer } from 'mobx-react-lite';
import { FeedbackStore } from '../../application/engagement/feedback.store';
import { ShareStore } from '../../application/engagement/share.store';
import { EpisodePlayerStore } from '../../application/film/episode-player.store';
import FilmVideoView from '../film/film-video.view';
import type { RouteParams } from '../film/route-params';
import { useService } from '../hooks/use-service.hook';
import { FilmEngagement } from './film-standing.view';

const PlayerEngagement = observer(function PlayerEngagement() {
  return <FilmEngagement film={useService(EpisodePlayerStore).film.value} show="both" />;
});

/** The video page with favourite and rating beside the player, and the share and apply dialogs behind its buttons. */
export default function FilmVideoScreen({ params }: { params: RouteParams }) {
  const share = useService(ShareStore);
  const feedback = useService(FeedbackStore);
  return <FilmVideoView params={params} onShare={share.open} onApply={feedback.open} engagementSlot={<PlayerEngagement />} />;
}
