<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="village" tilewidth="64" tileheight="74" tilecount="54" columns="9">
 <image source="village-tiles.png" width="576" height="444"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="17"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="17"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="terrain" value="highlands"/>
   <property name="order" type="int" value="18"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="2"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="3"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="4"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="5"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="6"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="7"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="8"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="9"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="10"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="11"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="12"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="13"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="14"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="15"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="16"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="17"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="terrain" value="mountains"/>
   <property name="order" type="int" value="18"/>
  </properties>
 </tile>
</tileset>
