"""The solo campaign: chapters unlocked in order, the titles table and the achievements.

- `scene` — `CampaignScene`, the chapter list and the chosen chapter's page, Play under it.
- `titles` — `TitlesScene`, the rulebook's titles by final score, the earned ones marked.
- `achievements` — `AchievementsScene`, every achievement, the earned ones marked with their day.
"""

from .achievements import AchievementsScene
from .scene import CampaignScene
from .titles import TitlesScene

__all__ = ["AchievementsScene", "CampaignScene", "TitlesScene"]
