"""The passage page shows the patterns its paragraph defines, with live examples."""
import pytest

from tests.pages import unmarked


@pytest.mark.django_db
def test_the_water_ju_passage_lists_its_patterns_with_720_counts_and_next_moments(client, corpus_db):
    # jw:L43 (passage 11 of 六壬經緯 卷二) defines 水局 and its six orders, 順「呈斗」 among them.
    page = unmarked(client.get("/classics/jingwei/2/11/").content.decode())
    assert "此段所定之格" in page
    assert "順水局「呈斗」" in page
    assert 'href="/patterns/jingwei.shuiju.shun.chengdou/"' in page
    assert "of the 720 課" in page
    assert 'href="/chart/?at=' in page
